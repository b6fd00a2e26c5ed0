"""The project's tools, by purpose (tools/README.md)."""
