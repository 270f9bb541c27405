#import "BannerView.h"

// An Objective-C class whose instance variable backs the outlet of TagCell.xib's label:
// not the same class, so not its slot.
@implementation BannerView

- (void)showBanner
{
    _titleLabel.text = NSLocalizedString(@"banner.title", nil);
}

@end
