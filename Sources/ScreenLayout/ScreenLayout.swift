/// ScreenLayout: Interface Builder screens solved per device and content size category.
enum ScreenLayoutModule {}
