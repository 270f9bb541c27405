#import "LoginController.h"

@implementation LoginController
- (void)protocolMissing
{
    [AppAlertManager alertViewManagerWithTitle:NSLocalizedString(@"objc.protocol.missing", nil)
                                  errorMessage:NSLocalizedString(@"objc.protocol.hint", nil)
                                viewController:self];
}
@end
