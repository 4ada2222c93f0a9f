// TensorBoard event files (TFRecord framing, Event protobufs) through the reader the monitor
// and `metrics import` use (fuzz/metrics_fuzzer.cpp).
#include "fuzz/fuzz_support.h"
#include "fuzz/metrics_fuzzer.h"

TWB_FUZZ_INITIALIZE

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    twb::fuzz::ingestMetrics(twb::MetricFormat::TfEvents, data, size);
    return 0;
}
