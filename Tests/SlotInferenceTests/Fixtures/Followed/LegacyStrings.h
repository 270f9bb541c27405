// The app's wrapper around NSLocalizedString (written for these tests).
#define AppLocalizedString(key, comment) NSLocalizedString(key, comment)
