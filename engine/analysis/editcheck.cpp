#include "analysis/editcheck.h"

#include "analysis/fixtools.h"
#include "analysis/pythonengine.h"

#include <QCoreApplication>

namespace dtriage {

QFuture<Result<void>> EditCheck::validate(const QByteArray& before, const QByteArray& after, const EditKind& kind)
{
    return PythonEngine::run<Result<void>>([before, after, kind]() -> Result<void> {
        try {
            return FixTools::validateHere(before, after, kind);
        } catch (const std::exception& e) {
            return fail(QCoreApplication::translate("LoaderEdit", "Python failed: %1").arg(QString::fromUtf8(e.what())));
        }
    });
}

}  // namespace dtriage
