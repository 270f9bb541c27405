import Foundation

// The shape of kiwix-apple's download errors: a function returns one of several keys, a local
// holds it, and an enum case carries it to the view that shows it (AlertHandler.swift).
enum DownloadErrors {
    static func message(from error: NSError) -> String {
        guard let urlError = error as? URLError else {
            return error.localizedDescription
        }
        switch urlError.code {
        case .cancelled:
            return NSLocalizedString("download.error.cancelled", comment: "")
        case .timedOut:
            return NSLocalizedString("download.error.timed_out", comment: "")
        default:
            return urlError.localizedDescription
        }
    }
}

final class DownloadDelegate {
    func didFail(error: NSError, id: UUID) {
        let errorDesc = DownloadErrors.message(from: error)
        AlertCenter.show(.downloadFailed(fileID: id, errorMessage: errorDesc))
    }

    func didFinish(id: UUID, moved: Bool) {
        guard moved else {
            let errorMessage = NSLocalizedString("download.error.unable_to_move", comment: "")
            AlertCenter.show(.downloadFailed(fileID: id,
                                             errorMessage: errorMessage))
            return
        }
        AlertCenter.show(ActiveAlert.generic(description: NSLocalizedString("download.error.unknown_task", comment: "")))
        // Not a case made: a method called on a value, and a case of another type of the same name.
        let text = NSLocalizedString("download.error.not_carried", comment: "")
        _ = text.padding(toLength: 3, withPad: " ", startingAt: 0)
        Log.show(OtherEvent.generic(description: NSLocalizedString("download.error.other_type", comment: "")))
    }
}

enum OtherEvent {
    case generic(description: String)
}

enum Banner {
    case saved
    case failed(String)
}

final class BannerPresenter {
    func report(success: Bool) {
        present(success ? .saved : .failed(NSLocalizedString("banner.failed", comment: "")))
    }
}
