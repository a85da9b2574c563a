"""The Envoys module's component data (YAML); a package only so the files ship with the wheel."""
