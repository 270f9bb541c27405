/// Cassowary: the incremental linear-constraint solver that Auto Layout is built on.
///
/// (The solver's types are being written; this file only names the module.)
enum CassowaryModule {}
