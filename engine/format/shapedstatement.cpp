#include "format/shapedstatement.h"

#include "analysis/fixtools.h"
#include "analysis/pythonengine.h"

namespace dtriage {

QFuture<ShapedStatement> ShapedStatement::shape(const QByteArray& dedented, int width, const QByteArray& whole,
                                                const BlackChoice& black)
{
    return PythonEngine::run<ShapedStatement>([dedented, width, whole, black] {
        try {
            return FixTools::formatStatement(dedented, width, whole, black);
        } catch (const std::exception&) {
            return ShapedStatement{};  // the statement stays as written
        }
    });
}

}  // namespace dtriage
