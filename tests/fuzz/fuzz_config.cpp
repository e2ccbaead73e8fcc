// Fuzzes the config loader and the lossless editor. The input is a whole YAML
// file; the edit (which entry, which fields, which values) is drawn from the
// input too (fuzzcheck.h). Properties, checked independently of the editor's own
// verification:
//   - parsing never crashes; a file it refuses is an Error with a message;
//   - a plan that fails is an Error with a message;
//   - a plan that succeeds re-parses; the edited entry holds exactly the new
//     values (set fields equal, removed fields gone, other fields as they were);
//     every other entry is unchanged; every byte before the entry's first line
//     and after its last line is unchanged; ConfigEditor::verify() (the full
//     re-parse) accepts it; its inverse restores the original bytes.
#include "config/configeditor.h"
#include "config/configfile.h"
#include "config/entrychange.h"
#include "fuzzcheck.h"

#include <QStringList>

#include <array>

using namespace dtriage;

namespace {

// Byte offset where 1-based line `n` starts (size() past the last line).
qsizetype lineStart(const QByteArray& bytes, int n)
{
    qsizetype at = 0;
    for (int line = 1; line < n && at < bytes.size(); ++line) {
        const qsizetype nl = bytes.indexOf('\n', at);
        at = nl < 0 ? bytes.size() : nl + 1;
    }
    return at;
}

const std::array<const char*, 5> kStatuses{"EXPECTED_PASSING", "KNOWN_FAILURE_XFAIL",
                                           "NOT_SUPPORTED_SKIP", "UNSPECIFIED", "EXCLUDE_MODEL"};
const std::array<const char*, 7> kBringups{"FAILED_FE_COMPILATION", "FAILED_TTMLIR_COMPILATION",
                                           "FAILED_RUNTIME", "INCORRECT_RESULT", "PASSED",
                                           "UNKNOWN", "NOT_STARTED"};
const std::array<const char*, 9> kPlainFields{"required_pcc", "assert_pcc", "batch_size",
                                              "execution_pass", "optimization_level", "assert_atol",
                                              "allclose_rtol", "filechecks", "no_such_field"};
const std::array<const char*, 6> kWords{"push", "nightly", "n150", "p150", "extended", "a/b.c-d_e"};

bool isListField(const QString& name)
{
    return name == u"markers" || name == u"supported_archs" || name == u"filechecks";
}

QString text(const QByteArray& bytes)
{
    return QString::fromUtf8(bytes);
}

// An enum value as the user may type it, or something else.
QString enumValue(fuzz::Choices& ch, const char* const* names, std::size_t count)
{
    QString value = QString::fromLatin1(names[ch.below(std::uint32_t(count))]);
    switch (ch.below(4)) {
    case 0:
        return value.toLower();
    case 1:
        return text(ch.slice(24));
    default:
        return value;
    }
}

QString listValue(fuzz::Choices& ch)
{
    if (ch.below(4) == 0)
        return text(ch.slice(32));
    QStringList items;
    for (std::uint32_t n = ch.below(4); n > 0; --n)
        items << (ch.below(5) == 0 ? text(ch.slice(8)) : QString::fromLatin1(kWords[ch.below(kWords.size())]));
    return u'[' + items.join(ch.flip() ? QStringLiteral(", ") : QStringLiteral(",")) + u']';
}

EntryChange makeChange(fuzz::Choices& ch, const Entry& entry)
{
    EntryChange change{entry.key, {}, {}};
    for (std::uint32_t ops = 1 + ch.below(3); ops > 0; --ops) {
        switch (ch.below(8)) {
        case 0:
            change.set.append({QStringLiteral("status"), enumValue(ch, kStatuses.data(), kStatuses.size())});
            break;
        case 1:
            change.set.append({QStringLiteral("reason"), text(ch.slice(96))});
            break;
        case 2:
            change.set.append(
                {QStringLiteral("bringup_status"), enumValue(ch, kBringups.data(), kBringups.size())});
            break;
        case 3:
            change.set.append({ch.flip() ? QStringLiteral("markers") : QStringLiteral("supported_archs"),
                               listValue(ch)});
            break;
        case 4: {
            const QString name = QString::fromLatin1(kPlainFields[ch.below(kPlainFields.size())]);
            change.set.append({name, isListField(name) ? listValue(ch) : text(ch.slice(16))});
            break;
        }
        case 5:
            if (!entry.fields.isEmpty())
                change.remove.append(entry.fields[ch.below(std::uint32_t(entry.fields.size()))].name);
            break;
        case 6:
            change.remove.append(ch.flip() ? QStringLiteral("reason") : QStringLiteral("status"));
            break;
        default:
            change.set.append({QStringLiteral("status"), QStringLiteral("KNOWN_FAILURE_XFAIL")});
            change.set.append({QStringLiteral("reason"), text(ch.slice(200))});
            break;
        }
    }
    return change;
}

// What the parser must read back for `value` written to `name`.
QVariant expectedValue(const QString& name, const QString& value)
{
    if (!isListField(name))
        return value;
    QStringList items;
    const QString inner = value.mid(1, value.size() - 2).trimmed();
    if (!inner.isEmpty()) {
        for (const QString& item : inner.split(u','))
            items.append(item.trimmed());
    }
    return items;
}

QString describe(const Entry& e)
{
    QStringList parts;
    for (const Field& f : e.fields)
        parts << f.name + u'=' + f.value.toString() + u'/' + f.value.toStringList().join(u',');
    return e.key + u' ' + parts.join(QStringLiteral("; "));
}

bool sameFields(const Entry& a, const Entry& b)
{
    if (a.key != b.key || a.fields.size() != b.fields.size())
        return false;
    for (qsizetype i = 0; i < a.fields.size(); ++i) {
        if (a.fields[i].name != b.fields[i].name || a.fields[i].value != b.fields[i].value)
            return false;
    }
    return true;
}

void checkPlan(const ConfigFile& before, const Entry& old, const EntryChange& change, const ConfigEdit& plan)
{
    FUZZ_REQUIRE(plan.before == before.bytes(), QStringLiteral("plan.before is not the file"));
    if (plan.after == plan.before) {
        FUZZ_REQUIRE(plan.diff.isEmpty(), plan.diff);
        return;
    }
    FUZZ_REQUIRE(!plan.diff.isEmpty(), QStringLiteral("a change without a diff"));

    // Bytes outside the entry's lines.
    const qsizetype head = lineStart(plan.before, old.firstLine);
    const qsizetype tail = plan.before.size() - lineStart(plan.before, old.lastLine + 1);
    FUZZ_REQUIRE(plan.after.size() >= head + tail && plan.after.first(head) == plan.before.first(head)
                     && plan.after.last(tail) == plan.before.last(tail),
                 QStringLiteral("bytes outside lines %1-%2 of %3 changed")
                     .arg(old.firstLine)
                     .arg(old.lastLine)
                     .arg(old.key));

    auto after = ConfigFile::parse(plan.after, before.path());
    FUZZ_REQUIRE(after.has_value(), after ? QString() : after.error().toString());
    FUZZ_REQUIRE(after->rootKey() == before.rootKey(), after->rootKey());
    FUZZ_REQUIRE(after->entries().size() == before.entries().size(),
                 QStringLiteral("%1 entries, before %2").arg(after->entries().size()).arg(before.entries().size()));

    const Entry* now = after->find(old.key);
    FUZZ_REQUIRE(now, QStringLiteral("the entry %1 is gone").arg(old.key));
    QStringList touched;
    for (const auto& [name, value] : change.set) {
        touched << name;
        const Field* field = now->field(name);
        FUZZ_REQUIRE(field, QStringLiteral("%1 was set but is missing: %2").arg(name, describe(*now)));
        FUZZ_REQUIRE(field->value == expectedValue(name, value),
                     QStringLiteral("%1 should be [%2]: %3").arg(name, value, describe(*now)));
    }
    for (const QString& name : change.remove) {
        touched << name;
        FUZZ_REQUIRE(!now->field(name), QStringLiteral("%1 was removed but is there: %2").arg(name, describe(*now)));
    }
    // The untouched fields, in order (names may repeat: YAML null keys are all "").
    auto untouched = [&](const Entry& e) {
        QList<QPair<QString, QVariant>> out;
        for (const Field& f : e.fields) {
            if (!touched.contains(f.name))
                out.append({f.name, f.value});
        }
        return out;
    };
    FUZZ_REQUIRE(untouched(old) == untouched(*now),
                 QStringLiteral("other fields changed: %1 -> %2").arg(describe(old), describe(*now)));

    for (qsizetype i = 0; i < before.entries().size(); ++i) {
        const Entry& a = before.entries()[i];
        const Entry& b = after->entries()[i];
        FUZZ_REQUIRE(a.key == b.key, QStringLiteral("entry %1 is now %2").arg(a.key, b.key));
        if (a.key != old.key)
            FUZZ_REQUIRE(sameFields(a, b), describe(a) + QStringLiteral(" -> ") + describe(b));
    }

    const auto verified = ConfigEditor::verify(plan);
    FUZZ_REQUIRE(verified.has_value(), verified ? QString() : verified.error().toString());
    const ConfigEdit undo = ConfigEditor::inverse(plan);
    FUZZ_REQUIRE(undo.before == plan.after && undo.after == plan.before, QStringLiteral("undo"));
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char*>(data), qsizetype(size));
    fuzz::Choices ch(bytes);
    const QString path = ch.flip() ? QStringLiteral("torch/test_config_placeholders.yaml")
                                   : QStringLiteral("torch/test_config_training_single_device.yaml");
    auto file = ConfigFile::parse(bytes, path);
    if (!file) {
        FUZZ_REQUIRE(!file.error().message.isEmpty(), QStringLiteral("an error without a message"));
        return 0;
    }
    // What the app reads of every entry.
    for (const Entry& e : file->entries()) {
        FUZZ_REQUIRE(e.firstLine >= 1 && e.lastLine >= e.firstLine, describe(e));
        FUZZ_REQUIRE(file->find(e.key) == &e, e.key);
        (void)e.status();
        (void)e.bringupStatus();
        (void)e.reason();
        (void)e.markers();
    }
    (void)file->isTraining();
    (void)file->isPlaceholders();
    if (file->entries().isEmpty())
        return 0;

    const Entry& entry = file->entries()[ch.below(std::uint32_t(file->entries().size()))];
    const EntryChange change = makeChange(ch, entry);
    auto plan = ConfigEditor::plan(*file, change, QStringLiteral("/checkout"));
    if (!plan) {
        FUZZ_REQUIRE(!plan.error().message.isEmpty(), QStringLiteral("an error without a message"));
        return 0;
    }
    if (qEnvironmentVariableIsSet("DTRIAGE_FUZZ_VERBOSE")) {  // for reading a finding
        QStringList what;
        for (const auto& [name, value] : change.set)
            what << name + QStringLiteral(" = [") + value + u']';
        for (const QString& name : change.remove)
            what << QStringLiteral("remove ") + name;
        std::fprintf(stderr, "edit %s: %s\n---- before\n%s\n---- after\n%s\n----\n", qPrintable(entry.key),
                     qPrintable(what.join(QStringLiteral("; "))), plan->before.constData(), plan->after.constData());
    }
    checkPlan(*file, entry, change, *plan);
    return 0;
}
