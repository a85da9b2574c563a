"""Dice Settlers tests."""
