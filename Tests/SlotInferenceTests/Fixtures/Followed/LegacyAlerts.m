#import "LegacyStrings.h"

@implementation LegacyAlerts

- (void)showAlert {
    UIAlertController *alert = [UIAlertController alertControllerWithTitle:AppLocalizedString(@"legacy.macro.title", nil)
                                                                   message:nil
                                                            preferredStyle:UIAlertControllerStyleAlert];
    [alert addAction:[UIAlertAction actionWithTitle:AppLocalizedString(@"legacy.macro.ok", @"OK") style:UIAlertActionStyleCancel handler:nil]];
    [self.button setTitle:AppLocalizedString(@"legacy.macro.retry", nil) forState:UIControlStateNormal];
}

@end
