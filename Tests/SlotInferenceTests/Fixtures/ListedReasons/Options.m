#import "Options.h"

@implementation OptionsViewController

- (NSString *)tableView:(UITableView *)tableView titleForHeaderInSection:(NSInteger)section {
    switch (section) {
        case 0:
            return NSLocalizedString(@"options.header.notes", nil);
        default:
            return NSLocalizedString(@"options.header.security", nil);
    }
}

- (NSString *)tableView:(UITableView *)tableView titleForFooterInSection:(NSInteger)section
{
    NSString *footer = NSLocalizedString(@"options.footer.security", nil);
    return footer;
}

@end
