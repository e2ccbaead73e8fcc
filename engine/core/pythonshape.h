#pragma once
// A tensor's shape as Python prints a torch.Size's tuple: "(2, 16, 6)", "(2,)" for
// one dimension, "()" for none. The probes print shapes as lists; the dumps, the
// tree and the docstrings show them this way.
#include <QList>
#include <QString>
#include <QStringList>

namespace dtriage {

inline QString pythonShape(const QList<qint64>& shape)
{
    QStringList dims;
    for (const qint64 dim : shape)
        dims << QString::number(dim);
    return dims.size() == 1 ? QStringLiteral("(%1,)").arg(dims.first())
                            : QStringLiteral("(%1)").arg(dims.join(QStringLiteral(", ")));
}

}  // namespace dtriage
