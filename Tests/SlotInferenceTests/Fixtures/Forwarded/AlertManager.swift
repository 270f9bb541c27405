import UIKit

// vlc's `VLCAlertViewController`: a Swift alert helper that Objective-C code calls by the
// selector Swift exposes (`alertViewManagerWithTitle:errorMessage:viewController:`).
@objcMembers class AppAlertManager: NSObject {
    static func alertViewManager(title: String, errorMessage: String? = nil, viewController: UIViewController) {
        let alert = UIAlertController(title: title, message: errorMessage, preferredStyle: .alert)
        viewController.present(alert, animated: true)
    }
}
