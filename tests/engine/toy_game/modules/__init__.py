"""The toy race's modules, one package each exporting `MODULE` (found by `ToyGame.modules_package`)."""
