#include "run/pytestrefusal.h"

#include <QRegularExpression>

#include <utility>

namespace dtriage {
namespace {

// A traceback frame as pytest's --tb=short/auto prints it: "path:line: in name".
const QRegularExpression kFrame(QStringLiteral(R"(^(\S.*?:\d+): in \S+)"));
const QRegularExpression kMissing(QStringLiteral(R"(No module named '([^']+)')"));

// The traceback that follows `start`: its frames (each with the source line under
// it) and the first "E   " line.
void readTraceback(const QStringList& lines, qsizetype start, PytestRefusal& refusal)
{
    for (qsizetype i = start; i < lines.size(); ++i) {
        const QString& line = lines[i];
        if (line.startsWith(QLatin1String("E   "))) {
            refusal.error = line.mid(4).trimmed();
            break;
        }
        const QRegularExpressionMatch frame = kFrame.match(line);
        if (!frame.hasMatch())
            continue;
        PytestRefusal::Frame f{frame.captured(1), {}};
        if (i + 1 < lines.size() && lines[i + 1].startsWith(u' '))
            f.statement = lines[i + 1].trimmed();
        refusal.frames << f;
    }
    // A test module's import starts in importlib: the runner's own frames say more.
    while (refusal.frames.size() > 1 && refusal.frames.constFirst().where.startsWith(u'/'))
        refusal.frames.removeFirst();
    if (const QRegularExpressionMatch missing = kMissing.match(refusal.error); missing.hasMatch())
        refusal.missingModule = missing.captured(1);
}

// The quoted file of a line "<prefix> '<file>'." ; empty when `line` is not one.
QString quotedAfter(const QString& line, QLatin1String prefix)
{
    if (!line.startsWith(prefix))
        return {};
    const qsizetype open = line.indexOf(u'\'', prefix.size());
    const qsizetype close = line.lastIndexOf(u'\'');
    return open >= 0 && close > open ? line.mid(open + 1, close - open - 1) : QString();
}

bool readImportFailure(const QStringList& lines, PytestRefusal& refusal)
{
    using Kind = PytestRefusal::Kind;
    static const std::pair<QLatin1String, Kind> kHeads[] = {
        {QLatin1String("ImportError while loading conftest "), Kind::ConftestImport},
        {QLatin1String("ImportError while importing test module "), Kind::TestModuleImport}};
    for (qsizetype i = 0; i < lines.size(); ++i) {
        for (const auto& [head, kind] : kHeads) {
            const QString file = quotedAfter(lines[i], head);
            if (file.isEmpty())
                continue;
            refusal.kind = kind;
            refusal.file = file;
            readTraceback(lines, i + 1, refusal);
            return true;
        }
    }
    return false;
}

bool readCollectionError(const QStringList& lines, PytestRefusal& refusal)
{
    static const QRegularExpression collecting(QStringLiteral(R"(^_+ ERROR collecting (\S+) _+$)"));
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QRegularExpressionMatch match = collecting.match(lines[i]);
        if (!match.hasMatch())
            continue;
        refusal.kind = PytestRefusal::Kind::CollectionError;
        refusal.file = match.captured(1);
        readTraceback(lines, i + 1, refusal);
        return true;
    }
    return false;
}

// The first line `pattern` matches: `kind`, with its first group as the detail.
bool readLine(const QStringList& lines, const QRegularExpression& pattern, PytestRefusal::Kind kind,
              PytestRefusal& refusal)
{
    for (const QString& line : lines) {
        const QRegularExpressionMatch match = pattern.match(line);
        if (!match.hasMatch())
            continue;
        refusal.kind = kind;
        refusal.detail = match.captured(1).trimmed();
        return true;
    }
    return false;
}

// "error: unrecognized arguments: --force-run --runxfail" (argparse, both generations).
bool readUnknownOption(const QStringList& lines, PytestRefusal& refusal)
{
    static const QRegularExpression unknown(QStringLiteral(R"(error: unrecognized arguments: (.+)$)"));
    return readLine(lines, unknown, PytestRefusal::Kind::UnknownOption, refusal);
}

// "ERROR: not found: <node id>" (pytest 7, 8.0); "ERROR: found no collectors for <node id>" (8.1+).
bool readNotFound(const QStringList& lines, PytestRefusal& refusal)
{
    static const QRegularExpression notFound(QStringLiteral(R"(^ERROR: (?:not found: |found no collectors for )(.+)$)"));
    return readLine(lines, notFound, PytestRefusal::Kind::NotFound, refusal);
}

// tests/runner's loader discovery says which loaders it could not import, and why.
void readUnimportable(const QStringList& lines, PytestRefusal& refusal)
{
    static const QRegularExpression cannot(QStringLiteral(R"(^WARNING: Cannot import path: (\S+?): (.+)$)"));
    for (const QString& line : lines) {
        const QRegularExpressionMatch m = cannot.match(line);
        if (!m.hasMatch())
            continue;
        if (refusal.unimportable++ == 0) {
            refusal.unimportableLoader = m.captured(1);
            refusal.unimportableWhy = m.captured(2).trimmed();
        }
    }
}

}  // namespace

PytestRefusal PytestRefusal::read(int exitCode, const QStringList& lines)
{
    PytestRefusal refusal;
    if (exitCode == 0 || exitCode == 1)
        return refusal;  // the tests ran
    readUnimportable(lines, refusal);
    if (readImportFailure(lines, refusal) || readCollectionError(lines, refusal) || readUnknownOption(lines, refusal)
        || readNotFound(lines, refusal))
        return refusal;
    if (exitCode == 5)
        refusal.kind = Kind::NoTests;
    else if (exitCode == 2)
        refusal.kind = Kind::Interrupted;
    return refusal;
}

QString PytestRefusal::failedImport() const
{
    auto quote = [](const Frame& frame) {
        return frame.statement.isEmpty() ? frame.where : QStringLiteral("%1: %2").arg(frame.where, frame.statement);
    };
    if (frames.isEmpty())
        return {};
    if (frames.size() == 1)
        return quote(frames.constFirst());
    return QStringLiteral("%1 → %2").arg(quote(frames.constFirst()), quote(frames.constLast()));
}

QString PytestRefusal::summary(int exitCode) const
{
    const QString imported = failedImport();
    const QString cause = imported.isEmpty() ? error : QStringLiteral("%1: %2").arg(imported, error);
    switch (kind) {
    case Kind::ConftestImport:
        return tr("the runner cannot start here: pytest could not load the conftest %1 (exit %2): %3")
            .arg(file).arg(exitCode).arg(cause);
    case Kind::TestModuleImport:
        return tr("the runner cannot start here: pytest could not import the test module %1 (exit %2): %3")
            .arg(file).arg(exitCode).arg(cause);
    case Kind::CollectionError:
        return tr("the runner cannot start here: pytest could not collect %1 (exit %2): %3")
            .arg(file).arg(exitCode).arg(cause);
    case Kind::UnknownOption:
        return tr("pytest usage error (exit %1): this checkout's conftest.py does not know %2")
            .arg(exitCode).arg(detail);
    case Kind::NotFound:
        if (unimportable > 0)  // the cause, not its consequence
            return tr("pytest did not collect %1 (exit %2): the runner could not import %n loader(s): %3 (%4)", nullptr,
                      unimportable)
                .arg(detail).arg(exitCode).arg(unimportableWhy, unimportableLoader);
        return tr("pytest did not collect %1 (exit %2): the runner has no such test (a loader the runner "
                  "cannot import has none)")
            .arg(detail).arg(exitCode);
    case Kind::NoTests: return tr("pytest collected no tests (exit %1): are the keys right?").arg(exitCode);
    case Kind::Interrupted:
        return tr("pytest was interrupted or could not collect the tests (exit %1)").arg(exitCode);
    case Kind::None: break;
    }
    return {};
}

QString PytestRefusal::kindName(Kind kind)
{
    switch (kind) {
    case Kind::None: return QStringLiteral("none");
    case Kind::ConftestImport: return QStringLiteral("conftest_import");
    case Kind::TestModuleImport: return QStringLiteral("test_module_import");
    case Kind::CollectionError: return QStringLiteral("collection_error");
    case Kind::UnknownOption: return QStringLiteral("unknown_option");
    case Kind::NotFound: return QStringLiteral("not_found");
    case Kind::NoTests: return QStringLiteral("no_tests");
    case Kind::Interrupted: return QStringLiteral("interrupted");
    }
    return {};
}

}  // namespace dtriage
