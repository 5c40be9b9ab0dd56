// Placeholder third-party script for the content fixtures: intentionally does nothing.
