#import "LegacyViewController.h"

// An Objective-C fixture. Line numbers are asserted by ObjectiveCScanTests: edit with care.
@interface LegacyViewController : UIViewController
@property (nonatomic, strong) UILabel *nameLabel;
@property (nonatomic, strong) UIButton *doneButton;
@property (nonatomic, strong) UISegmentedControl *segments;
@end

@implementation LegacyViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = NSLocalizedString(@"legacy.title", @"Screen title");
    self.nameLabel.font = [UIFont preferredFontForTextStyle:UIFontTextStyleBody];
    self.nameLabel.numberOfLines = 2;
    self.nameLabel.text = NSLocalizedString(@"profile.name", nil);
    /* [button setTitle:NSLocalizedString(@"commented.out", nil) forState:UIControlStateNormal]; */
    [self.doneButton setTitle:NSLocalizedStringFromTable(@"legacy.done", @"Legacy", nil) forState:UIControlStateNormal];
    UIAlertController *alert = [UIAlertController alertControllerWithTitle:NSLocalizedString(@"legacy.alert.title", nil)
                                                                   message:nil
                                                            preferredStyle:UIAlertControllerStyleActionSheet];
    [alert addAction:[UIAlertAction actionWithTitle:NSLocalizedString(@"legacy.alert.delete", nil) style:UIAlertActionStyleDestructive handler:nil]];
    self.navigationItem.rightBarButtonItem = [[UIBarButtonItem alloc] initWithTitle:NSLocalizedString(@"legacy.edit", nil) style:UIBarButtonItemStylePlain target:self action:@selector(edit)];
    [self.segments insertSegmentWithTitle:@"Not localized" atIndex:0 animated:NO];
    [self.segments insertSegmentWithTitle:NSLocalizedString(@"legacy.segment", nil) atIndex:1 animated:NO];
    NSString *joined = NSLocalizedString(@"legacy." @"joined", nil);
    NSLog(@"%@ \"%@\"", joined, @"/* not a comment */");
}

- (void)confirmDelete {
    NSString *title;
    title = NSLocalizedString(@"legacy.local.title", nil);
    NSLog(@"%@", title);
}

@end
