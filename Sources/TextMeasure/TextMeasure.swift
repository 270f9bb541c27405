// Fonts, shaping, PreparedText, layout and components (see README, "Architecture").
