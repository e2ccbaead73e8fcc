#include "config/entryschema.h"

#include <QList>

#include <algorithm>
#include <array>

namespace dtriage {
namespace {

using Check = EntrySchema::Check;

struct KnownField {
    std::string_view name;
    Check check;
};

constexpr std::array kFields{
    KnownField{"required_pcc", Check::None},
    KnownField{"assert_pcc", Check::None},
    KnownField{"assert_atol", Check::None},
    KnownField{"required_atol", Check::None},
    KnownField{"assert_allclose", Check::None},
    KnownField{"allclose_rtol", Check::None},
    KnownField{"allclose_atol", Check::None},
    KnownField{"status", Check::Status},
    KnownField{"reason", Check::None},
    KnownField{"bringup_status", Check::Bringup},
    KnownField{"markers", Check::StringList},
    KnownField{"supported_archs", Check::Archs},
    KnownField{"batch_size", Check::None},
    KnownField{"arch_overrides", Check::Overrides},
    KnownField{"execution_pass", Check::None},
    KnownField{"filechecks", Check::StringList},
    KnownField{"enable_weight_bfp8_conversion", Check::None},
    KnownField{"optimization_level", Check::None},
    KnownField{"inject_custom_moe", Check::None},
    KnownField{"emitpy_assert_exact", Check::None},
};

constexpr std::array<std::string_view, 8> kArchs{
    "n150", "p150", "n300", "n300-llmbox", "galaxy-wh-6u", "galaxy-bh", "qb2-blackhole",
    "lb-blackhole"};

QString latin1(std::string_view s) { return QString::fromLatin1(s.data(), qsizetype(s.size())); }

}  // namespace

int EntrySchema::knownField(std::string_view name)
{
    const auto it = std::find_if(kFields.begin(), kFields.end(),
                                 [&](const KnownField& f) { return f.name == name; });
    return it == kFields.end() ? -1 : int(it - kFields.begin());
}

QString EntrySchema::fieldName(std::string_view name, int known)
{
    return known >= 0 ? fieldNames()[known] : QString::fromUtf8(name.data(), qsizetype(name.size()));
}

EntrySchema::Check EntrySchema::check(int known)
{
    return known >= 0 ? kFields[std::size_t(known)].check : Check::None;
}

const QStringList& EntrySchema::fieldNames()
{
    static const QStringList names = [] {
        QStringList all;
        for (const KnownField& f : kFields)
            all.append(latin1(f.name));
        return all;
    }();
    return names;
}

bool EntrySchema::isListField(const QString& name)
{
    const int known = knownField(name.toStdString());
    return check(known) == Check::StringList || check(known) == Check::Archs;
}

const QStringList& EntrySchema::enumNames(const QString& field)
{
    static const QStringList none;
    return field == u"status" ? statusNames() : field == u"bringup_status" ? bringupNames() : none;
}

const QStringList& EntrySchema::statusNames()
{
    static const QStringList names = {
        QStringLiteral("EXPECTED_PASSING"), QStringLiteral("KNOWN_FAILURE_XFAIL"),
        QStringLiteral("NOT_SUPPORTED_SKIP"), QStringLiteral("UNSPECIFIED"),
        QStringLiteral("EXCLUDE_MODEL")};
    return names;
}

const QStringList& EntrySchema::bringupNames()
{
    static const QStringList names = {
        QStringLiteral("FAILED_FE_COMPILATION"), QStringLiteral("FAILED_TTMLIR_COMPILATION"),
        QStringLiteral("FAILED_RUNTIME"), QStringLiteral("INCORRECT_RESULT"),
        QStringLiteral("PASSED"), QStringLiteral("UNKNOWN"), QStringLiteral("NOT_STARTED")};
    return names;
}

bool EntrySchema::isArch(std::string_view name)
{
    return std::find(kArchs.begin(), kArchs.end(), name) != kArchs.end();
}

QString EntrySchema::archList()
{
    QStringList names;
    for (const std::string_view arch : kArchs)
        names.append(latin1(arch));
    return names.join(u", ");
}

}  // namespace dtriage
