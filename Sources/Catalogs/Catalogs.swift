// Readers for localization files into one entry model (see README, "Architecture").
