import UIKit

class SortController: UIViewController {
    let sortLabel = UILabel()
    let badgeButton = UIButton()
    let statusLabel = UILabel()
    let bannerLabel = UILabel()
    var sort = LibrarySort.title
    var serverRegion = "korea"
    var banner = Banner(message: "", title: "")

    override func viewDidLoad() {
        super.viewDidLoad()
        sortLabel.text = LibrarySort.custom.description
        badgeButton.setTitle(sort.badge, for: .normal)
        title = serverRegion.regionName
        statusLabel.text = statusTitle(connected: true)
        bannerLabel.text = banner.title
    }
}
