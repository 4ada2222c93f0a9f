#pragma once

#include <QString>

namespace twb::test {

// The workbench's PyPI environment (scripts/install-python-env.sh): $TPUWB_PYTHON_ENV, else
// ${XDG_DATA_HOME:-~/.local/share}/tpu-workbench/python-env; its bin/python has torch_xla
// and JAX. The tests of the real engine run with it.
QString xlaPython();
// Empty when xlaPython() imports torch_xla and jax; else what is wrong and the command that
// fixes it.
QString missingXlaEnvironment();

} // namespace twb::test
