"""Dice Settlers — Western Sea component data, one folder per module (YAML); a package only so the files ship."""
