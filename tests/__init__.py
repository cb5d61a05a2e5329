"""The test suite (a package, so a site-packages "tests" cannot shadow it)."""
