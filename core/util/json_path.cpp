#include "core/util/json_path.h"

namespace twb {
namespace {

std::vector<std::string> splitPath(std::string_view path)
{
    std::vector<std::string> parts;
    size_t start = 0;
    while (start <= path.size()) {
        const size_t dot = path.find('.', start);
        const size_t end = dot == std::string_view::npos ? path.size() : dot;
        parts.emplace_back(path.substr(start, end - start));
        if (dot == std::string_view::npos)
            break;
        start = dot + 1;
    }
    return parts;
}

// One walker for const and mutable documents.
template <typename JsonRef>
auto *walk(JsonRef &document, std::string_view dottedPath)
{
    auto *current = &document;
    for (const std::string &part : splitPath(dottedPath)) {
        if (!current->is_object())
            return decltype(current)(nullptr);
        const auto it = current->find(part);
        if (it == current->end())
            return decltype(current)(nullptr);
        current = &*it;
    }
    return current;
}

} // namespace

const Json *findPath(const Json &document, std::string_view dottedPath) { return walk(document, dottedPath); }
Json *findPath(Json &document, std::string_view dottedPath) { return walk(document, dottedPath); }

void setPath(Json &document, std::string_view dottedPath, Json value)
{
    Json *current = &document;
    const auto parts = splitPath(dottedPath);
    for (size_t i = 0; i + 1 < parts.size(); ++i) {
        if (!current->is_object())
            *current = Json::object();
        Json &child = (*current)[parts[i]];
        if (!child.is_object())
            child = Json::object();
        current = &child;
    }
    if (!current->is_object())
        *current = Json::object();
    (*current)[parts.back()] = std::move(value);
}

void erasePath(Json &document, std::string_view dottedPath)
{
    Json *current = &document;
    const auto parts = splitPath(dottedPath);
    for (size_t i = 0; i + 1 < parts.size(); ++i) {
        if (!current->is_object() || !current->contains(parts[i]))
            return;
        current = &(*current)[parts[i]];
    }
    if (current->is_object())
        current->erase(parts.back());
}

} // namespace twb
