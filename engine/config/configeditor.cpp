#include "config/configeditor.h"
#include "core/boundedfile.h"
#include "core/logging.h"

#include "config/editverification.h"
#include "config/entryaddition.h"
#include "config/entryblockedit.h"
#include "config/splicedfile.h"
#include "config/linetable.h"
#include "config/entrychangecheck.h"

#include "core/filereplacement.h"

#include "config/unifieddiff.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSet>

#include <algorithm>
#include <optional>
#include <vector>

namespace dtriage {

namespace {

using Validated = EntryChangeCheck::Validated;

// "\\x7F", "\\u2028": characters that must not appear literally in a quoted
// scalar. Line separators were line breaks in YAML 1.1, the BOM may be stripped.
QString hexEscape(char32_t c, QChar kind, int width)
{
    return QStringLiteral("\\") + kind
         + QString::number(uint(c), 16).rightJustified(width, u'0').toUpper();
}

Error noEntryError(const QString& key, const QString& path)
{
    return Error{QCoreApplication::translate("ConfigEditor", "No entry “%1” in this file").arg(key), path, 0};
}

std::unexpected<Error> noEntry(const QString& key, const QString& path)
{
    return std::unexpected(noEntryError(key, path));
}

Result<void> verifyAgainst(const ConfigFile& before, const ConfigEdit& plan, const Validated& v,
                           bool wholeFile)
{
    const Entry* entry = before.find(plan.change.key);
    if (!entry)
        return noEntry(plan.change.key, plan.path);
    return EditVerification::verify(before, plan, *entry, EntryBlockEdit::expected(*entry, v), wholeFile);
}

QString diffLabel(const QString& path, const QString& displayRoot)
{
    return displayRoot.isEmpty() ? QFileInfo(path).fileName() : QDir(displayRoot).relativeFilePath(path);
}

Result<QByteArray> readAll(const QString& path)
{
    return BoundedFile::read(path, BoundedFile::Kind::Config);
}

bool distinctKeys(const QList<EntryChange>& changes)
{
    QSet<QString> keys;
    for (const EntryChange& change : changes) {
        if (keys.contains(change.key))
            return false;
        keys.insert(change.key);
    }
    return true;
}

// The block `change` rewrites in `file` (whose table is `lines`); nullopt when the
// change leaves the entry as it is.
Result<std::optional<BlockSplice>> spliceFor(const ConfigFile& file, const LineTable& lines, const EntryChange& change)
{
    const Entry* entry = file.find(change.key);
    if (!entry)
        return noEntry(change.key, file.path());
    auto valid = EntryChangeCheck::validate(*entry, change, file.path());
    if (!valid)
        return std::unexpected(valid.error());
    if (valid->isEmpty())
        return std::nullopt;
    auto splice = EntryBlockEdit::make(file, lines, *entry, *valid);
    if (!splice)
        return std::unexpected(splice.error());
    return std::optional<BlockSplice>(std::move(*splice));
}

// Changes naming one entry more than once: each planned on the bytes the one
// before it left (the file parsed again between them). No producer makes such a
// list today; this keeps it correct, not fast.
Result<ConfigEdit> planInTurn(const ConfigFile& file, const QList<EntryChange>& changes, const QString& displayRoot)
{
    ConfigEdit combined{file.path(), file.bytes(), file.bytes(), {}, {}};
    ConfigFile current = file;
    for (const EntryChange& change : changes) {
        auto one = ConfigEditor::plan(current, change, displayRoot);
        if (!one)
            return std::unexpected(one.error());
        auto next = ConfigFile::parse(one->after, file.path());
        if (!next)
            return std::unexpected(next.error());
        current = *next;
        combined.after = one->after;
        combined.change = change;
    }
    combined.diff = UnifiedDiff::make(combined.before, combined.after, diffLabel(file.path(), displayRoot));
    return combined;
}

}  // namespace

// The changes of entries the file holds, then the new entries after the last one:
// each part verified (the new entries by a parse of the whole file), one diff.
Result<ConfigEdit> ConfigEditor::planWithAdditions(const ConfigFile& file, const QList<EntryChange>& existing,
                                                   const QList<EntryChange>& additions, const QString& displayRoot)
{
    auto edited = planAll(file, existing, displayRoot);
    if (!edited)
        return std::unexpected(edited.error());
    auto after = EntryAddition::append(file, edited->after, additions);
    if (!after)
        return std::unexpected(after.error());
    if (auto ok = EntryAddition::verify(edited->after, *after, additions, file.path()); !ok)
        return std::unexpected(ok.error());
    ConfigEdit combined{file.path(), file.bytes(), *after, additions.back(), {}};
    combined.diff = UnifiedDiff::make(combined.before, combined.after, diffLabel(file.path(), displayRoot));
    return combined;
}

Result<ConfigEdit> ConfigEditor::plan(const ConfigFile& file, const EntryChange& change,
                                    const QString& displayRoot)
{
    if (change.add)
        return planAll(file, {change}, displayRoot);
    ConfigEdit plan{file.path(), file.bytes(), file.bytes(), change, {}};
    const LineTable lines(file.bytes());
    auto splice = spliceFor(file, lines, change);
    if (!splice)
        return std::unexpected(splice.error());
    if (!*splice)
        return plan;  // nothing to change: a no-op plan with an empty diff
    const BlockSplice& s = **splice;
    plan.after = file.bytes().first(s.start) + s.bytes + file.bytes().sliced(s.end);
    if (plan.after == plan.before)
        return plan;
    plan.diff = UnifiedDiff::make(plan.before, plan.after, diffLabel(file.path(), displayRoot));
    if (auto ok = EditVerification::verify(file, plan, *file.find(change.key), s.expected, false); !ok)
        return std::unexpected(ok.error());
    return plan;
}

Result<ConfigEdit> ConfigEditor::planAll(const ConfigFile& file, const QList<EntryChange>& changes,
                                       const QString& displayRoot)
{
    QList<EntryChange> existing, additions;
    for (const EntryChange& change : changes)
        (change.add ? additions : existing) << change;
    if (!additions.isEmpty())
        return planWithAdditions(file, existing, additions, displayRoot);
    if (!distinctKeys(changes))
        return planInTurn(file, changes, displayRoot);
    ConfigEdit combined{file.path(), file.bytes(), file.bytes(), changes.isEmpty() ? EntryChange{} : changes.back(), {}};
    const LineTable lines(file.bytes());
    std::vector<BlockSplice> splices;
    for (const EntryChange& change : changes) {
        auto splice = spliceFor(file, lines, change);
        if (!splice)
            return std::unexpected(splice.error());
        if (*splice)
            splices.push_back(std::move(**splice));
    }
    std::sort(splices.begin(), splices.end(),
              [](const BlockSplice& a, const BlockSplice& b) { return a.start < b.start; });
    const SplicedFile spliced = SplicedFile::of(file.bytes(), splices);
    if (spliced.bytes == file.bytes())
        return combined;
    combined.after = spliced.bytes;
    if (auto ok = EditVerification::verifyAll(file, spliced); !ok)
        return std::unexpected(ok.error());
    combined.diff = UnifiedDiff::make(combined.before, combined.after, diffLabel(file.path(), displayRoot), 3,
                                      spliced.regions);
    return combined;
}

Result<void> ConfigEditor::verify(const ConfigEdit& plan)
{
    if (plan.after == plan.before)
        return {};
    if (plan.change.add)  // a new entry: no entry before it to compare with
        return EntryAddition::verify(plan.before, plan.after, {plan.change}, plan.path);
    auto before = ConfigFile::parse(plan.before, plan.path);
    if (!before)
        return std::unexpected(before.error());
    const Entry* entry = before->find(plan.change.key);
    if (!entry)
        return noEntry(plan.change.key, plan.path);
    auto valid = EntryChangeCheck::validate(*entry, plan.change, plan.path);
    if (!valid)
        return std::unexpected(valid.error());
    return verifyAgainst(*before, plan, *valid, true);
}

Result<void> ConfigEditor::write(const ConfigEdit& plan)
{
    const QString changed = QCoreApplication::translate("ConfigEditor",
                                                        "The file changed on disk since it was read; nothing was "
                                                        "written. Reload it and plan the edit again");
    if (plan.after == plan.before) {
        // Nothing to write; still a conflict when the file moved on meanwhile.
        const auto onDisk = readAll(plan.path);
        if (!onDisk)
            return std::unexpected(onDisk.error());
        return *onDisk == plan.before ? Result<void>() : conflict(changed, plan.path);
    }
    // Re-read, compare, write, fsync, check, rename: one step under the file's lock.
    Result<void> written = FileReplacement::write(plan.path, plan.after, plan.before, changed);
    qCInfo(lcConfig).noquote() << (written ? "wrote" : "did not write") << plan.path << "-" << plan.change.key
                               << (written ? QString() : written.error().toString());
    return written;
}

ConfigEdit ConfigEditor::inverse(const ConfigEdit& plan)
{
    ConfigEdit undo{plan.path, plan.after, plan.before, EntryChange{plan.change.key, {}, {}}, {}};
    // The label is the one the forward diff used: "--- a/<label>\n".
    const QString first = plan.diff.section(u'\n', 0, 0);
    const QString label = first.startsWith(u"--- a/") ? first.mid(6) : QFileInfo(plan.path).fileName();
    undo.diff = UnifiedDiff::make(undo.before, undo.after, label);
    return undo;
}

QString ConfigEditor::quoted(const QString& text)
{
    QString out;
    out.reserve(text.size() + 2);
    out += u'"';
    for (const char32_t c : text.toUcs4()) {
        if (c == U'"' || c == U'\\')
            out += u'\\' + QString(QChar(c));
        else if (c == U'\n')
            out += QStringLiteral("\\n");
        else if (c == U'\t')
            out += QStringLiteral("\\t");
        else if (c == U'\r')
            out += QStringLiteral("\\r");
        else if (c < 0x20 || (c >= 0x7f && c <= 0x9f))
            out += hexEscape(c, u'x', 2);
        else if (c == 0x2028 || c == 0x2029 || c == 0xFEFF || c == 0xFFFE || c == 0xFFFF)
            out += hexEscape(c, u'u', 4);
        else
            out += QString::fromUcs4(&c, 1);
    }
    out += u'"';
    return out;
}

}  // namespace dtriage
