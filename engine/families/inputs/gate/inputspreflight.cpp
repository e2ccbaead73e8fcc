#include "families/inputs/gate/inputspreflight.h"
#include "core/boundedfile.h"
#include "core/workpool.h"

#include "core/textlines.h"

#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QRegularExpression>
#include <QtConcurrent/QtConcurrentRun>

namespace dtriage {

QFuture<PreflightOutcome> InputsPreflight::scan(const QString& loadersRoot)
{
    return WorkPool::run([loadersRoot]() -> PreflightOutcome {
        QElapsedTimer clock;
        clock.start();
        auto reading = std::make_shared<InputsPreflight>();
        const QDir root(loadersRoot);
        QDirIterator it(loadersRoot, {QStringLiteral("loader.py")}, QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            if (const Result<QByteArray> bytes = BoundedFile::read(path, BoundedFile::Kind::Source))
                reading->m_returns.insert(root.relativeFilePath(QFileInfo(path).path()), returnOf(*bytes));
        }
        reading->m_elapsedMs = clock.elapsed();
        return reading;
    });
}

InputsPreflight::Return InputsPreflight::returnOf(const QByteArray& loader)
{
    static const QRegularExpression def(QStringLiteral(R"(^(\s*)def (\w+)\s*\()"));
    static const QRegularExpression ret(QStringLiteral(R"(^\s+return\s+(.*\S)\s*$)"));
    const QList<QByteArray> lines = TextLines::split(loader);
    Return found;
    qsizetype indent = -1;  // of `def load_inputs` while inside it
    qsizetype nested = -1;  // of a function inside it, while inside that
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QString line = QString::fromUtf8(lines[i]);
        const QString code = line.trimmed();
        if (code.isEmpty() || code.startsWith(u'#'))
            continue;
        const qsizetype lead = line.indexOf(code.at(0));
        if (nested >= 0 && lead > nested)
            continue;  // a nested function's body: its returns are not load_inputs'
        nested = -1;
        if (indent >= 0 && lead <= indent)
            indent = -1;  // left load_inputs
        if (const QRegularExpressionMatch m = def.match(line); m.hasMatch()) {
            if (indent >= 0)
                nested = lead;
            else if (m.captured(2) == QLatin1String("load_inputs"))
                indent = lead;
            continue;
        }
        if (const QRegularExpressionMatch r = ret.match(line); indent >= 0 && r.hasMatch())
            found = Return{int(i + 1), r.captured(1)};
    }
    return found;
}

PreflightBadge InputsPreflight::badge(const QString& modelPath, const QString& variant) const
{
    Q_UNUSED(variant);
    PreflightBadge badge;
    if (!m_returns.contains(modelPath)) {
        badge.state = PreflightBadge::State::NoLoader;
        badge.text = PreflightBadge::tr("no loader");
        badge.tooltip = PreflightBadge::tr("No loader.py under %1 in the loaders folder").arg(modelPath);
        return badge;
    }
    const Return found = m_returns.value(modelPath);
    if (found.line == 0) {
        badge.state = PreflightBadge::State::Error;
        badge.text = tr("no return found");
        badge.tooltip = tr("No return statement in load_inputs was found in the loader's text");
        return badge;
    }
    badge.state = found.positional() ? PreflightBadge::State::Flagged : PreflightBadge::State::Clear;
    if (found.positional()) {
        badge.line = found.line;
        badge.siteText = QStringLiteral("return ") + found.value;
    }
    badge.text = found.positional() ? tr("positional return (l. %1)").arg(found.line)
                                    : tr("returns %1 (l. %2)").arg(found.value.left(24)).arg(found.line);
    badge.tooltip = found.positional()
        ? tr("load_inputs returns %1: the runner passes it by position, so an input can land in the wrong "
             "parameter (the probe names where each lands)").arg(found.value)
        : tr("load_inputs returns %1").arg(found.value);
    return badge;
}

QString InputsPreflight::summary() const
{
    int positional = 0;
    for (const Return& found : m_returns)
        positional += found.positional() ? 1 : 0;
    return tr("%1 of %2 loaders return positional inputs (%3 ms)")
        .arg(positional)
        .arg(m_returns.size())
        .arg(m_elapsedMs);
}

}  // namespace dtriage
