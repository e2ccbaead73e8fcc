#include "families/dtype/dtypefamily.h"

#include "families/dtype/dtypeplaybook.h"
#include "families/dtype/gate/signatures.h"

namespace dtriage {

QString DtypeFamily::title() const { return tr("bfloat16 dtype errors"); }

Result<QString> DtypeFamily::gate(const QString& reason) const
{
    const Result<Flavor> flavor = Signatures::gate(reason);
    if (!flavor)
        return std::unexpected(flavor.error());
    return flavorName(*flavor);
}

std::unique_ptr<Playbook> DtypeFamily::playbook(PlaybookHost& host) const
{
    return std::make_unique<DtypePlaybook>(host);
}

}  // namespace dtriage
