"""Building the site: dist/ from web/, ffcore and the pinned runtime."""
