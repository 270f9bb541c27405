#import "UIViewController+Alert.h"

@implementation DownloadController
- (void)diskFull
{
    [self.viewController app_showAlertWithTitle:NSLocalizedString(@"objc.disk.full.title", nil)
                                        message:NSLocalizedString(@"objc.disk.full.message", nil)
                                    buttonTitle:NSLocalizedString(@"objc.ok", nil)];
    [self app_logTitle:NSLocalizedString(@"objc.logged", nil) count:2];
}
@end
