import Testing
@testable import ScreenLayout
