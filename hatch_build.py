"""Compiles the double-dummy search (``tutor/analysis/_dd.c``) when the package is installed.

``pip install -e .`` (and any wheel build) runs this hook; ``python hatch_build.py``
compiles in place by hand. The compiled search is optional at run time: without it
``tutor.analysis.solver`` searches in Python, with the same results, several times slower.
The test suite requires it (tests/analysis/test_solver.py), so CI notices a failed build.
"""

from __future__ import annotations

import shlex
import subprocess
import sys
import sysconfig
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent
SOURCE = ROOT / "tutor" / "analysis" / "_dd.c"


def compiled_path() -> Path:
    return SOURCE.with_name("_dd" + str(sysconfig.get_config_var("EXT_SUFFIX")))


def compile_solver() -> Path | None:
    """Build the extension next to its source; None (with a warning) when it cannot be."""
    target = compiled_path()
    compiler = shlex.split(str(sysconfig.get_config_var("CC") or "cc"))
    command = [
        *compiler,
        "-O2",
        "-shared",
        "-fPIC",
        "-std=c11",
        "-Wall",
        f"-I{sysconfig.get_paths()['include']}",
        str(SOURCE),
        "-o",
        str(target),
    ]
    try:
        subprocess.run(command, check=True)  # noqa: S603 - the build's own compiler
    except (OSError, subprocess.CalledProcessError) as error:
        print(f"warning: the compiled solver was not built ({error})", file=sys.stderr)
        return None
    return target


try:
    from hatchling.builders.hooks.plugin.interface import BuildHookInterface
except ImportError:  # run by hand, outside a build
    BuildHookInterface = object  # type: ignore[assignment,misc]


class CompileSolver(BuildHookInterface):  # type: ignore[misc,valid-type]
    PLUGIN_NAME = "custom"

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        target = compile_solver()
        if target is None or version == "editable":
            # An editable install imports from the source tree, where the file now is.
            return
        build_data["force_include"][str(target)] = f"tutor/analysis/{target.name}"
        build_data["pure_python"] = False
        build_data["infer_tag"] = True


if __name__ == "__main__":
    built = compile_solver()
    print(f"compiled {built}" if built else "not compiled")
    sys.exit(0 if built else 1)
