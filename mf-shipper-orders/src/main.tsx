// The standalone entry. The dynamic import gives the federation runtime a chance to negotiate the
// shared singletons (react, antd, ...) before any of them is evaluated.
import('./bootstrap-standalone');
