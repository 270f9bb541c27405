// The shape of vlc-ios's VLCEmptyLibraryView.m and simplenote-ios's note editor: a local
// assigned in a switch, and a local whose value is the alert's title.
#import <UIKit/UIKit.h>

@implementation EmptyStateView

- (void)updateForType:(NSInteger)type
{
    NSString *title;
    NSString *detail = NSLocalizedString(@"empty.detail.default", nil);

    switch (type) {
        case 0:
            title = NSLocalizedString(@"empty.title.library", nil);
            break;
        case 1:
            title = _folderName ? _folderName : NSLocalizedString(@"empty.title.folder", nil);
            detail = NSLocalizedString(@"empty.detail.folder", nil);
            break;
    }
    _emptyLabel.text = title;
    _detailLabel.text = detail;
}

- (void)didDeleteNote
{
    NSString *alertTitle = NSLocalizedString(@"note.deleted.title", nil);
    UIAlertController *alert = [UIAlertController alertControllerWithTitle:alertTitle message:nil preferredStyle:UIAlertControllerStyleAlert];
    [self presentViewController:alert animated:YES completion:nil];
}

- (void)other
{
    NSString *title = @"not a key";
    _otherLabel.text = title;
}

@end
