#pragma once

#include <QString>

namespace twb {

// The Python interpreter the workbench uses on this computer when nothing names one (the smoke
// test, the porter, the kernel machine without an entry, a new local machine, the demo): one
// rule, here.
//
// The workbench's own environment (installed by scripts/install-python-env.sh from PyPI, with
// pinned torch, torch_xla, jax, py-spy, tensorboard) lives in $TPUWB_PYTHON_ENV, else in
// $XDG_DATA_HOME/tpu-workbench/python-env (XDG_DATA_HOME defaults to ~/.local/share). It
// exists when its `bin/python` is an executable file.
//
// Reads the environment and stats a file or two: cheap, but not free; fine on any thread.
class PythonInterpreter final
{
public:
    // Where defaultPython() came from, for messages ("tpuwb doctor").
    enum class Source {
        Variable,             // $TPUWB_PYTHON
        WorkbenchEnvironment, // <workbenchPythonEnv()>/bin/python
        System,               // /usr/bin/python3 (Debian's, with python3-torch)
        Path,                 // python3, looked up on PATH when it runs
    };
    struct Choice
    {
        QString python;
        Source source = Source::Path;
    };

    // $TPUWB_PYTHON if set, else the workbench environment's interpreter when it exists, else
    // /usr/bin/python3 when it exists, else python3.
    static QString defaultPython() { return defaultChoice().python; }
    static Choice defaultChoice();

    // The workbench environment's folder, whether or not it exists (messages name it).
    static QString workbenchPythonEnv();
    // Its interpreter, <workbenchPythonEnv()>/bin/python, whether or not it exists.
    static QString workbenchEnvPython();
    // Whether that interpreter is an executable file.
    static bool workbenchEnvExists();
};

} // namespace twb
