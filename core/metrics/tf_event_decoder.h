#pragma once

#include "core/metrics/metric_line.h"

#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace twb {

// Decodes one record of a TensorBoard event file (an `Event` protobuf, TensorBoard's
// event.proto / summary.proto, vendored in core/metrics/proto) into a MetricLine: the event's
// step and wall time, and one value per scalar of its summary, named by its tag.
//
// Scalars come two ways: TF1 (and tensorboardX) write `simple_value`; TF2's tf.summary.scalar
// writes a 0-d float or double tensor under the "scalars" plugin. The plugin is named only in
// the metadata of a tag's first value in a file, so the decoder remembers it per tag: a tag
// another plugin owns (histograms, text, images) is no scalar even when a tensor of it has one
// element. A tag whose metadata this decoder never saw (a file read from a resume offset) is
// taken as a scalar when its tensor is a 0-d float or double.
class TfEventDecoder final
{
public:
    // Parsed: `line` has the event's scalars (maybe none, e.g. a file_version record is Skipped);
    // Malformed: not an Event protobuf (`error` says why).
    LineStatus decode(std::string_view record, MetricLine &line, std::string *error = nullptr);

private:
    std::vector<std::string> m_tags;   // the keys of the last line point into these
    std::unordered_map<std::string, bool> m_scalarTag;   // tag -> its plugin is "scalars"
};

} // namespace twb
