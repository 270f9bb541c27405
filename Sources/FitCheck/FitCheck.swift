// The slot spec, the checker, findings and report writers (see README, "Architecture").
