#include "families/unpack/gate/unpackpreflight.h"
#include "core/boundedfile.h"
#include "core/workpool.h"

#include "core/textlines.h"

#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QRegularExpression>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>

namespace dtriage {

int UnpackPreflight::overrideLineOf(const QByteArray& source)
{
    static const QRegularExpression method(QStringLiteral(R"(^\s+def unpack_forward_output\s*\()"));
    const QList<QByteArray> lines = TextLines::split(source);
    for (qsizetype i = 0; i < lines.size(); ++i)
        if (method.match(QString::fromUtf8(lines[i])).hasMatch())
            return int(i + 1);
    return 0;
}

QList<UnpackPreflight::Loader> UnpackPreflight::readBlocking(const QString& loadersRoot)
{
    QList<Loader> loaders;
    const QDir root(loadersRoot);
    QDirIterator it(loadersRoot, {QStringLiteral("loader.py")}, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        const Result<QByteArray> bytes = BoundedFile::read(path, BoundedFile::Kind::Source);
        if (bytes)
            loaders.append({root.relativeFilePath(QFileInfo(path).path()), overrideLineOf(*bytes)});
    }
    std::sort(loaders.begin(), loaders.end(), [](const Loader& a, const Loader& b) { return a.modelPath < b.modelPath; });
    return loaders;
}

QFuture<PreflightOutcome> UnpackPreflight::scan(const QString& loadersRoot)
{
    return WorkPool::run([loadersRoot]() -> PreflightOutcome {
        QElapsedTimer clock;
        clock.start();
        auto reading = std::make_shared<UnpackPreflight>();
        for (const Loader& loader : readBlocking(loadersRoot))
            reading->m_overrideLine.insert(loader.modelPath, loader.overrideLine);
        reading->m_elapsedMs = clock.elapsed();
        return reading;
    });
}

PreflightBadge UnpackPreflight::badge(const QString& modelPath, const QString& variant) const
{
    Q_UNUSED(variant);
    PreflightBadge badge;
    if (!m_overrideLine.contains(modelPath)) {
        badge.state = PreflightBadge::State::NoLoader;
        badge.text = PreflightBadge::tr("no loader");
        badge.tooltip = PreflightBadge::tr("No loader.py under %1 in the loaders folder").arg(modelPath);
        return badge;
    }
    const int line = m_overrideLine.value(modelPath);
    if (line > 0) {
        badge.state = PreflightBadge::State::Flagged;
        badge.text = tr("overrides unpack (l. %1)").arg(line);
        badge.line = line;
        badge.siteText = QStringLiteral("def unpack_forward_output");
        badge.tooltip = tr("The loader defines its own unpack_forward_output: an entry that still claims an "
                           "unpack failure is likely stale (the forward probe decides).");
        return badge;
    }
    badge.state = PreflightBadge::State::Clear;
    badge.text = PreflightBadge::tr("clear");
    badge.tooltip = tr("No unpack_forward_output of its own: the registry in training_utils.py decides");
    return badge;
}

QString UnpackPreflight::summary() const
{
    int overrides = 0;
    for (const int line : m_overrideLine)
        overrides += line > 0 ? 1 : 0;
    return tr("%1 of %2 loaders override unpack_forward_output (%3 ms)")
        .arg(overrides)
        .arg(m_overrideLine.size())
        .arg(m_elapsedMs);
}

}  // namespace dtriage
