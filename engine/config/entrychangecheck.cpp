#include "config/entrychangecheck.h"

#include "config/configeditor.h"
#include "config/entryschema.h"

namespace dtriage {
namespace {

using Setting = EntryChangeCheck::Setting;

const QString kArchOverrides = QStringLiteral("arch_overrides");
const QString kReason = QStringLiteral("reason");

Result<void> checkPlainText(const QString& name, const QString& value)
{
    for (const QChar c : value) {
        if (c.unicode() < 0x20 || (c.unicode() >= 0x7f && c.unicode() <= 0x9f)
            || c == QChar::LineSeparator || c == QChar::ParagraphSeparator)
            return fail(QCoreApplication::translate(
                            "ConfigEditor", "The value of %1 contains a line break or control "
                                            "character; only reason may hold such text")
                            .arg(name));
    }
    if (value.isEmpty())
        return fail(QCoreApplication::translate("ConfigEditor", "The value of %1 is empty").arg(name));
    if (value != value.trimmed())
        return fail(QCoreApplication::translate(
                        "ConfigEditor", "The value of %1 starts or ends with spaces, which YAML "
                                        "would drop")
                        .arg(name));
    return {};
}

// A value goes out unquoted (as the files write them), so it must read back as
// the same string: no YAML syntax at its start and no ": " / " #" inside.
Result<void> checkPlain(const QString& name, const QString& value)
{
    if (auto ok = checkPlainText(name, value); !ok)
        return ok;
    const QChar first = value.front();
    const bool indicatorStart =
        QStringLiteral("[]{},#&*!|>'\"%@`").contains(first)
        || (QStringLiteral("-?:").contains(first) && (value.size() == 1 || value[1] == u' '));
    if (indicatorStart)
        return fail(QCoreApplication::translate(
                        "ConfigEditor", "The value of %1 starts with “%2”, which YAML reads as "
                                        "syntax, not text")
                        .arg(name, first));
    for (const char* bad : {": ", " #", "\t#"}) {
        if (value.contains(QLatin1StringView(bad)))
            return fail(QCoreApplication::translate(
                            "ConfigEditor", "The value of %1 contains “%2”, which YAML reads as "
                                            "syntax, not text")
                            .arg(name, QString::fromLatin1(bad).trimmed()));
    }
    if (value.endsWith(u':'))
        return fail(QCoreApplication::translate(
                        "ConfigEditor", "The value of %1 ends with “:”, which YAML reads as a key")
                        .arg(name));
    static const QStringList nulls = {QStringLiteral("~"), QStringLiteral("null"),
                                      QStringLiteral("Null"), QStringLiteral("NULL")};
    if (nulls.contains(value))
        return fail(QCoreApplication::translate(
                        "ConfigEditor", "The value of %1 would be read as null; remove the field "
                                        "instead")
                        .arg(name));
    return {};
}

// List fields take a flow list of plain words, "[push, nightly]", like the files.
Result<QVariant> parseFlowList(const QString& name, const QString& value)
{
    if (auto ok = checkPlainText(name, value); !ok)
        return std::unexpected(ok.error());
    if (!value.startsWith(u'[') || !value.endsWith(u']'))
        return fail(QCoreApplication::translate(
                        "ConfigEditor", "%1 must be written as a list, like [push, nightly]")
                        .arg(name));
    QStringList items;
    const QString inner = value.mid(1, value.size() - 2).trimmed();
    for (const QString& raw : inner.isEmpty() ? QStringList() : inner.split(u',')) {
        const QString item = raw.trimmed();
        const bool word = !item.isEmpty() && std::all_of(item.begin(), item.end(), [](QChar c) {
            return c.isLetterOrNumber() || QStringLiteral("_-./").contains(c);
        });
        if (!word || item.startsWith(u'-'))
            return fail(QCoreApplication::translate(
                            "ConfigEditor", "The list item “%1” of %2 must be a plain word "
                                            "(letters, digits, _ - . /)")
                            .arg(item, name));
        items.append(item);
    }
    return QVariant(items);
}

Result<Setting> makeSetting(const QString& name, const QString& value)
{
    if (name == kReason)
        return Setting{name, ConfigEditor::quoted(value).toUtf8(), QVariant(value)};
    if (EntrySchema::isListField(name)) {
        auto list = parseFlowList(name, value);
        if (!list)
            return std::unexpected(list.error());
        return Setting{name, value.toUtf8(), *list};
    }
    if (auto ok = checkPlain(name, value); !ok)
        return std::unexpected(ok.error());
    const QStringList& names = EntrySchema::enumNames(name);
    if (!names.isEmpty() && !names.contains(value.toUpper()))
        return fail(QCoreApplication::translate("ConfigEditor", "“%1” is not a valid %2; expected one of %3")
                        .arg(value, name, names.join(QStringLiteral(", "))));
    return Setting{name, value.toUtf8(), QVariant(value)};
}

Result<void> checkFieldName(const QString& name)
{
    if (name == kArchOverrides)
        return fail(QCoreApplication::translate(
            "ConfigEditor", "arch_overrides is not set or removed as a whole: its archs' fields "
                            "are changed one by one"));
    if (!EntrySchema::fieldNames().contains(name))
        return fail(QCoreApplication::translate(
                        "ConfigEditor", "“%1” is not a field tt-xla accepts (allowed: %2)")
                        .arg(name, EntrySchema::fieldNames().join(QStringLiteral(", "))));
    return {};
}

// A field tt-xla accepts, not changed before in this edit (`seen`).
Result<void> firstChange(QStringList& seen, const QString& name)
{
    if (auto ok = checkFieldName(name); !ok)
        return ok;
    if (seen.contains(name))
        return fail(QCoreApplication::translate("ConfigEditor", "The field %1 is changed twice in one edit").arg(name));
    seen.append(name);
    return {};
}

// One arch's fields against what its override holds now.
Result<EntryChangeCheck::ArchValidated> validateArch(const QVariantMap& current, const ArchChange& change)
{
    EntryChangeCheck::ArchValidated out{change.arch, {}, {}};
    QStringList seen;
    for (const auto& [name, value] : change.set) {
        if (auto ok = firstChange(seen, name); !ok)
            return std::unexpected(ok.error());
        auto setting = makeSetting(name, value);
        if (!setting)
            return std::unexpected(setting.error());
        if (!current.contains(name) || current.value(name) != setting->value)
            out.settings.append(*setting);
    }
    for (const QString& name : change.remove) {
        if (auto ok = firstChange(seen, name); !ok)
            return std::unexpected(ok.error());
        if (current.contains(name))
            out.removals.append(name);
    }
    return out;
}

}  // namespace

Result<EntryChangeCheck::Validated> EntryChangeCheck::validate(const Entry& entry, const EntryChange& change, const QString& path)
{
    Validated out;
    QStringList seen;
    auto once = [&](const QString& name) { return firstChange(seen, name); };
    for (const auto& [name, value] : change.set) {
        if (auto ok = once(name); !ok)
            return fail(ok.error().message, path, entry.firstLine);
        auto setting = makeSetting(name, value);
        if (!setting)
            return fail(setting.error().message, path, entry.firstLine);
        const Field* current = entry.field(name);
        if (!current || current->value != setting->value)  // equal values keep their bytes
            out.settings.append(*setting);
    }
    for (const QString& name : change.remove) {
        if (auto ok = once(name); !ok)
            return fail(ok.error().message, path, entry.firstLine);
        if (entry.field(name))  // removing an absent field is already done
            out.removals.append(name);
    }
    const Field* overrides = entry.field(kArchOverrides);
    const QVariantMap current = overrides ? overrides->value.toMap() : QVariantMap();
    QStringList archs;
    for (const ArchChange& arch : change.arches) {
        if (!EntrySchema::isArch(arch.arch.toStdString()) || archs.contains(arch.arch))
            return fail(QCoreApplication::translate("ConfigEditor", "“%1” is no arch of arch_overrides, or changed "
                                                                    "twice in one edit (archs: %2)")
                            .arg(arch.arch, EntrySchema::archList()),
                        path, entry.firstLine);
        archs << arch.arch;
        auto one = validateArch(current.value(arch.arch).toMap(), arch);
        if (!one)
            return fail(one.error().message, path, entry.firstLine);
        if (!one->settings.isEmpty() || !one->removals.isEmpty())
            out.arches << *one;
    }
    return out;
}

}  // namespace dtriage
