#pragma once
// The report_*.xml members of an artifact zip (as GitHub's page and the artifacts
// API give an artifact), read into memory, never extracted: an artifact is data
// from elsewhere. A member named as a path out of the archive ("../x", "/x") or a
// zip of more than kMaxEntries members refuses the whole artifact; a member larger
// than a report may be (BoundedFile's Report limit), or that inflates more than
// kMaxRatio times its packed size past a megabyte (a zip bomb), is refused as it
// is read — its size as declared and as it inflates — and so is the rest once the
// artifact's members add up to kMaxTotal.
#include "core/error.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>

#include <functional>

namespace dtriage {

class ArtifactZip {
    Q_DECLARE_TR_FUNCTIONS(ArtifactZip)
public:
    static constexpr qint64 kMaxEntries = 10000;
    static constexpr qint64 kMaxRatio = 200;
    static constexpr qint64 kMaxTotal = qint64(1) << 30;

    struct Member {
        QString name;
        Result<QByteArray> bytes = fail(QString());
    };
    // Every report_*.xml member (at the top, or one folder down), in the zip's order.
    static Result<QList<Member>> reports(const QString& zipPath);
    // The same one member at a time: `take` gets its name, its declared size and a
    // call that inflates it (within the limits), and drops it before the next:
    // a run's reading holds one inflated member, not an artifact's all.
    using Inflate = std::function<Result<QByteArray>()>;
    static Result<void> eachReport(const QString& zipPath,
                                   const std::function<void(const QString& name, qint64 declared, const Inflate& inflate)>& take);
    // Whether a member's name is a report's.
    static bool isReport(const QString& member);
};

}  // namespace dtriage
