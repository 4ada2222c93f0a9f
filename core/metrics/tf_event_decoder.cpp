#include "core/metrics/tf_event_decoder.h"

#include "event.pb.h"

#include <cstring>

namespace twb {
namespace {

constexpr std::size_t kMaxTags = 100000;

// A tensor with exactly one element (TF2 writes scalars with an empty shape).
bool isScalarShape(const tensorboard::TensorProto &tensor)
{
    if (!tensor.has_tensor_shape())
        return true;
    if (tensor.tensor_shape().unknown_rank())
        return false;
    for (const auto &dim : tensor.tensor_shape().dim())
        if (dim.size() != 1)
            return false;
    return true;
}

// The value of a one-element float or double tensor, from its typed field or its raw
// little-endian content (TensorBoard's own writer uses tensor_content).
bool scalarValue(const tensorboard::TensorProto &tensor, double &value)
{
    if (!isScalarShape(tensor))
        return false;
    const std::string &raw = tensor.tensor_content();
    switch (tensor.dtype()) {
    case tensorboard::DT_FLOAT:
        if (tensor.float_val_size() > 0) {
            value = tensor.float_val(0);
            return true;
        }
        if (raw.size() == sizeof(float)) {
            float f;
            std::memcpy(&f, raw.data(), sizeof f);
            value = f;
            return true;
        }
        return false;
    case tensorboard::DT_DOUBLE:
        if (tensor.double_val_size() > 0) {
            value = tensor.double_val(0);
            return true;
        }
        if (raw.size() == sizeof(double)) {
            std::memcpy(&value, raw.data(), sizeof value);
            return true;
        }
        return false;
    default:
        return false;
    }
}

} // namespace

LineStatus TfEventDecoder::decode(std::string_view record, MetricLine &line, std::string *error)
{
    line.clear();
    tensorboard::Event event;
    if (!event.ParseFromArray(record.data(), int(record.size()))) {
        if (error)
            *error = "not a TensorBoard Event protobuf";
        return LineStatus::Malformed;
    }
    if (!event.has_summary())
        return LineStatus::Skipped;   // file_version, graphs, session logs
    line.hasStep = true;
    line.step = event.step();
    line.hasTime = true;
    line.time = event.wall_time();

    m_tags.clear();
    std::vector<double> values;
    for (const auto &v : event.summary().value()) {
        if (v.has_metadata() && v.metadata().has_plugin_data()) {
            const bool scalars = v.metadata().plugin_data().plugin_name() == "scalars";
            if (auto it = m_scalarTag.find(v.tag()); it != m_scalarTag.end())
                it->second = scalars;
            else if (m_scalarTag.size() < kMaxTags)   // bounded: a hostile file cannot grow it
                m_scalarTag.emplace(v.tag(), scalars);
        }
        double value = 0;
        if (v.value_case() == tensorboard::Summary::Value::kSimpleValue) {
            value = v.simple_value();
        } else if (v.value_case() == tensorboard::Summary::Value::kTensor) {
            const auto known = m_scalarTag.find(v.tag());
            if (known != m_scalarTag.end() && !known->second)
                continue;   // another plugin's tensor
            if (!scalarValue(v.tensor(), value))
                continue;
        } else {
            continue;   // images, audio, histograms
        }
        m_tags.push_back(v.tag());
        values.push_back(value);
    }
    // The keys point into m_tags: fill them once it no longer grows.
    for (std::size_t i = 0; i < m_tags.size(); ++i)
        line.values.push_back(MetricValue{m_tags[i], values[i], false});
    return line.values.empty() ? LineStatus::Skipped : LineStatus::Parsed;
}

} // namespace twb
