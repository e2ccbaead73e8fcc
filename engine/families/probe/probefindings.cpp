#include "families/probe/probefindings.h"

#include <limits>

#include "families/families.h"
#include "families/probe/familyprobe.h"
#include "run/probefields.h"
#include "run/probeevent.h"

#include <QCoreApplication>

namespace dtriage {
namespace {

// The probe of another family that prints `event` as its own; null: none does.
const FamilyProbe* foreignProbeOf(const QString& event, const FamilyProbe& own)
{
    for (const FailureFamily* family : Families::all())
        if (const FamilyProbe* probe = family->probe(); probe && probe != &own && probe->events().contains(event))
            return probe;
    return nullptr;
}

}  // namespace

QString ProbeFindings::errorLine(const QString& type, const QString& message)
{
    const QString first = message.section(u'\n', 0, 0).trimmed();
    return type.isEmpty() ? first : QStringLiteral("%1: %2").arg(type, first);
}

QString ProbeFindings::innermostLoaderFrame(ProbeFields& event)
{
    constexpr qsizetype kMaxFrames = 10000;
    const QString loaders = QStringLiteral("third_party/tt_forge_models/");
    const QList<QJsonObject> frames = event.objects("frames", kMaxFrames);
    QString where;
    for (qsizetype i = 0; i < frames.size() && event.ok(); ++i) {
        ProbeFields frame(frames.at(i), event, QStringLiteral("frames[%1]").arg(i));
        const QString file = frame.text("file");
        const qint64 line = frame.integer("line", 0, std::numeric_limits<int>::max());
        if (frame.flag("in_loaders") && file.contains(loaders))
            where = QStringLiteral("%1:%2").arg(file.mid(file.lastIndexOf(loaders) + loaders.size())).arg(line);
    }
    return where;
}

QString ProbeFindings::TrainingStep::errorLine() const
{
    return ok || !ran ? QString() : ProbeFindings::errorLine(errorType, message);
}

Result<void> ProbeFindings::read(ProbeFindings& found, const QList<QJsonObject>& events, const FamilyProbe& probe,
                                 const std::function<void(ProbeFields&)>& own)
{
    const QString name = probe.name();
    for (const QJsonObject& json : events) {
        ProbeFields event(json);
        const QString& kind = event.eventName();
        if (kind == QLatin1String("hello")) {
            const QByteArray own = name.toLatin1();
            (void)event.oneOf("probe", {QLatin1StringView(own)});  // an older greeting names none
            found.modelPath = event.text("model_path");
            found.variant = event.text("variant");
        } else if (kind == QLatin1String("setup_failed")) {
            found.setupFailure = errorLine(event.text("error_type"), event.text("message"));
            found.setupWhere = innermostLoaderFrame(event);
        } else if (kind == QLatin1String("done")) {
            found.done = true;
        } else if (kind == ProbeEvent::kUnreadable) {
            event.refuse(QStringLiteral("event"), QCoreApplication::translate("ProbeFindings", "an event line that does not "
                                                                              "read as JSON (%1): %2")
                                                      .arg(event.text("error"), event.text("start")));
        } else if (const FamilyProbe* other = probe.events().contains(kind) ? nullptr : foreignProbeOf(kind, probe)) {
            event.refuse(QStringLiteral("event"), QCoreApplication::translate("ProbeFindings", "the %1's event in a result of the %2")
                                                      .arg(other->title(), probe.title()));
        } else {
            own(event);
        }
        if (const Result<void> read = event.result(); !read)
            return std::unexpected(read.error());
    }
    return {};
}

}  // namespace dtriage
