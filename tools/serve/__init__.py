"""Serving a built site locally, as the hosts modelled serve it."""
