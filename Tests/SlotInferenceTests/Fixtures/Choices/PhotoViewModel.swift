import UIKit

// openfoodfacts-ios's PictureViewModel: an initializer assigns locals in a switch and passes
// them to the memberwise initializer; a cell shows the properties through `if let` and directly.
struct PhotoViewModel {
    let kind: Int
    let text: String?
    let uploadedText: String?
}

extension PhotoViewModel {
    init(kind: Int) {
        var text: String?
        var uploadedText: String?
        switch kind {
        case 0:
            text = "photo.take.front".localized
            uploadedText = "photo.took.front".localized
        default:
            text = "photo.take.back".localized
            uploadedText = "photo.took.back".localized
        }
        self.init(kind: kind, text: text, uploadedText: uploadedText)
    }
}

final class PhotoCell: UITableViewCell {
    let photoButton = UIButton()
    let photoLabel = UILabel()
    var text: String?

    func configure(viewModel: PhotoViewModel) {
        if let text = viewModel.text {
            photoButton.setTitle(text, for: .normal)
        }
        photoLabel.text = viewModel.uploadedText
    }
}

// A view of its own whose title parameter the forwarding follows: the argument is not also
// shown at the view's own `text` through the initializer's calls.
struct Caption {
    let text: String
    let label = UILabel()
    func apply() { label.text = text }
}

func makeCaption() -> Caption { Caption(text: NSLocalizedString("photo.caption", comment: "")) }
