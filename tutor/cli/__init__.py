"""Command-line groups (click) that the app factory registers on `flask`."""
