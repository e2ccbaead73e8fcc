#include "config/entry.h"

namespace dtriage {

const Field* Entry::field(const QString& name) const
{
    // Entries have a handful of fields: a linear scan beats any index.
    for (const Field& f : fields) {
        if (f.name == name)
            return &f;
    }
    return nullptr;
}

QString Entry::scalar(const QString& name) const
{
    const Field* f = field(name);
    if (!f || f->value.typeId() != QMetaType::QString)
        return {};
    return f->value.toString();
}

// tt-xla accepts the enum name in any case or the lower-case value, after
// stripping whitespace (config_loader.py: Enum[value.upper()] then Enum(value)).
QString Entry::status() const
{
    return scalar(QStringLiteral("status")).trimmed().toUpper();
}

QString Entry::bringupStatus() const
{
    return scalar(QStringLiteral("bringup_status")).trimmed().toUpper();
}

QStringList Entry::markers() const
{
    const Field* f = field(QStringLiteral("markers"));
    if (!f)
        return {};
    if (f->value.typeId() == QMetaType::QStringList)
        return f->value.toStringList();
    if (f->value.typeId() == QMetaType::QString)
        return {f->value.toString()};
    return {};
}

}  // namespace dtriage
