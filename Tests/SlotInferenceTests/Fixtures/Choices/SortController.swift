import UIKit

class SortController: UIViewController {
    let sortLabel = UILabel()
    let badgeButton = UIButton()
    let statusLabel = UILabel()
    let bannerLabel = UILabel()
    var sort = LibrarySort.title
    var serverRegion = "korea"
    var banner = Banner(message: "", title: "")
    var tab: Tab = .home
    let tabLabel = UILabel()
    let selectButton = UIButton()

    override func viewDidLoad() {
        super.viewDidLoad()
        sortLabel.text = LibrarySort.custom.description
        badgeButton.setTitle(sort.badge, for: .normal)
        title = serverRegion.regionName
        statusLabel.text = statusTitle(connected: true)
        bannerLabel.text = banner.title
        tabLabel.text = tab.title
        let selectTitle = selectButton.isSelected ? NSLocalizedString("select.none", comment: "") : NSLocalizedString("select.all", comment: "")
        selectButton.setTitle(selectTitle, for: .normal)
    }

    func confirm() {
        var title = ""
        title = NSLocalizedString("confirm.local.title", comment: "")
        print(title)
    }
}
