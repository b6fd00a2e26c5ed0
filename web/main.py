"""PyScript's entry point: start the page (glue/), or tell the player it could not.

Everything else lives in modules the build compiles and imports into Python's memory
snapshot; this file stays a few lines, run from source. web/static/boot.js shows the failure in
the player's language (the details go to the console, never into the page).
"""

from js import performance

performance.mark("ff-main-start")

import traceback  # noqa: E402

from pyscript import document, window  # noqa: E402

try:
    import glue

    performance.mark("ff-imported")
    glue.start(window, document)
except Exception as error:
    window.console.error("".join(traceback.format_exception(error)))
    window.ffBoot.fail("unexpected", str(error))
