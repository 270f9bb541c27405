// vlc-ios's alert helper category: an Objective-C method whose NSString parameters reach an
// alert, called from another file with localized keys.
#import "UIViewController+Alert.h"

@implementation UIViewController (Alert)
- (void)app_showAlertWithTitle:(NSString *)title message:(NSString *)message buttonTitle:(NSString *)buttonTitle
{
    UIAlertController *alertController = [UIAlertController alertControllerWithTitle:title message:message preferredStyle:UIAlertControllerStyleAlert];
    [alertController addAction:[UIAlertAction actionWithTitle:buttonTitle style:UIAlertActionStyleDefault handler:nil]];
    [self presentViewController:alertController animated:YES completion:nil];
}

- (void)app_logTitle:(NSString *)title count:(NSInteger)count
{
    NSLog(@"%@ %ld", title, (long)count);
}
@end
